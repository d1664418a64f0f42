import { expect } from '@open-wc/testing';
import { insertServerHtml } from './server-html.ts';

describe('insertServerHtml keep: elements still in the new markup stay the same nodes', () => {
  it('keeps matching elements by key, takes new ones for the rest, and drops the ones gone', () => {
    const target = document.createElement('ul');
    target.innerHTML = '<li data-id="1">one</li><li data-id="2">two</li>';
    document.body.append(target);
    const [one, two] = [...target.children];
    insertServerHtml(target, '<li data-id="3">three</li><li data-id="2">two, again</li>', {
      keep: { selector: 'li', key: (element) => element.getAttribute('data-id') },
    });
    expect([...target.children].map((item) => item.textContent)).to.deep.equal(['three', 'two']);
    expect(target.children[1]).to.equal(two);
    expect(one!.isConnected).to.equal(false);
    target.remove();
  });

  it('without keep, every node is new', () => {
    const target = document.createElement('div');
    target.innerHTML = '<p data-id="1">one</p>';
    const old = target.firstElementChild;
    insertServerHtml(target, '<p data-id="1">one</p>');
    expect(target.firstElementChild).not.to.equal(old);
  });
});
