// The XSS catalogue (quality issue, security): markup that would run script if
// any text from the server or the shopper reached the page as HTML. Each one
// calls window.__xss(n) when it runs; the journeys in e2e/xss.spec.ts count
// the calls (zero is the only pass). `EMULATOR_XSS=1 npm start` serves a demo
// store whose every product name, option label, stock message, category and
// brand name carries one of them.
import { brands, categories } from './data/store.ts';
import { products } from './data/products.ts';

export const XSS_PAYLOADS: readonly string[] = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  '<svg onload=__xss(3)>',
  '<svg><script>__xss(4)</script></svg>',
  '"><img src=x onerror=__xss(5)>',
  "'><svg/onload=__xss(6)>",
  '<a href="javascript:__xss(7)">more</a>',
  '<iframe src="javascript:parent.__xss(8)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(9)</script>"></iframe>',
  '<body onload=__xss(10)>',
  '<details open ontoggle=__xss(11)>',
  '<input autofocus onfocus=__xss(12)>',
  '<video><source onerror=__xss(13)></video>',
  '<audio src=x onerror=__xss(14)>',
  '<object data="javascript:parent.__xss(15)"></object>',
  '<embed src="javascript:parent.__xss(16)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(17)>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(18)>">',
  '<form><button formaction="javascript:__xss(19)">go</button></form>',
  '<marquee onstart=__xss(20)>',
  '<div style="background:url(javascript:__xss(21))">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(22)">',
  '<base href="javascript:__xss(23)//">',
  "{{constructor.constructor('__xss(24)')()}}",
  '${__xss(25)}',
  '<%= __xss(26) %>',
  'javascript:__xss(27)',
  '<img src=x onerror="&#95;&#95;xss(28)">',
  '<scr<script>ipt>__xss(29)</scr</script>ipt>',
  '<svg><animate onbegin=__xss(30) attributeName=x dur=1s>',
  '<img src="x" onerror="__xss(31)"',
  '</textarea><script>__xss(32)</script>',
  '</title><script>__xss(33)</script>',
  '<svg><a href="javascript:__xss(34)"><text x="20" y="20">go</text></a></svg>',
  '<template><img src=x onerror=__xss(35)></template><img src=x onerror=__xss(35)>',
  '<style>@import "javascript:__xss(36)";</style>',
];

let applied = false;

/** Puts a payload into every name and label the demo catalog shows (once per process). */
export function applyXssCatalog(): void {
  if (applied) return;
  applied = true;
  let index = 0;
  const next = () => XSS_PAYLOADS[index++ % XSS_PAYLOADS.length]!;
  for (const product of products) {
    product.name = `${product.name} ${next()}`;
    product.outOfStockMessage = `${product.outOfStockMessage} ${next()}`;
    for (const option of product.options) {
      option.name = `${option.name} ${next()}`;
      for (const value of option.values) value.label = `${value.label} ${next()}`;
    }
    for (const tab of product.customTabs) tab.title = `${tab.title} ${next()}`;
  }
  for (const category of categories) category.name = `${category.name} ${next()}`;
  for (const brand of brands) brand.name = `${brand.name} ${next()}`;
}
