import { expect } from '@open-wc/testing';
import { addMissingPageParameters } from './pagination-links.ts';

const pagination = (previous: string, next: string, current = '/wishlist.php?action=viewwishlistitems&wishlistid=3&page=2') => {
  const root = document.createElement('div');
  root.innerHTML = `<nav aria-label="Pagination"><ul class="pagination-list">
    <li class="pagination-item pagination-item--previous"><a class="pagination-link" href="${previous}">Previous</a></li>
    <li class="pagination-item pagination-item--current"><a class="pagination-link" data-pagination-current-page-link href="${current}">2</a></li>
    <li class="pagination-item pagination-item--next"><a class="pagination-link" href="${next}">Next</a></li>
  </ul></nav>`;
  return root;
};
const hrefs = (root: HTMLElement) => [...root.querySelectorAll('.pagination-link')].map((link) => link.getAttribute('href'));

describe('wishlist pagination links (spec §2)', () => {
  it('adds the page parameter to previous and next links that lack it', () => {
    const root = pagination('1', '3');
    expect(addMissingPageParameters(root)).to.equal(2);
    expect(hrefs(root)).to.deep.equal([
      '/wishlist.php?action=viewwishlistitems&wishlistid=3&page=1',
      '/wishlist.php?action=viewwishlistitems&wishlistid=3&page=2',
      '/wishlist.php?action=viewwishlistitems&wishlistid=3&page=3',
    ]);
  });

  it('leaves links that already have a page parameter alone', () => {
    const root = pagination('/wishlist.php?page=1', '/wishlist.php?page=3');
    expect(addMissingPageParameters(root)).to.equal(0);
    expect(hrefs(root)[0]).to.equal('/wishlist.php?page=1');
  });

  it('does nothing without a pagination list or a current page link', () => {
    expect(addMissingPageParameters(document.createElement('div'))).to.equal(0);
    const root = pagination('1', '3', '/wishlist.php');
    expect(addMissingPageParameters(root)).to.equal(0);
    expect(hrefs(root)).to.deep.equal(['1', '/wishlist.php', '3']);
  });

  it('never turns other hrefs (scripts, paths) into page links', () => {
    const root = pagination('javascript:alert(1)', '/elsewhere/');
    expect(addMissingPageParameters(root)).to.equal(0);
  });
});
