// Webpack loader of the server builds: a stylesheet import becomes an empty module (the browser
// build extracts the CSS; the server never applies it).
module.exports = function emptyModule() {
  return 'export {};';
};
