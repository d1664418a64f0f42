// custom-elements.json is generated from the JSDoc of elements/store-*.ts
// (@tag, @attr, @fires, @cssprop; classes and data-state values in the description), never written by hand.
export default {
  globs: ['elements/store-*.ts'],
  exclude: ['elements/**/*.test.ts', 'elements/store-element.ts'],
  outdir: 'dist',
};
