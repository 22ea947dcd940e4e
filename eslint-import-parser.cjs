// The parser import-x uses to read the files a linted file imports (import-x/no-cycle follows every
// import). It only needs their import and export statements, so it parses without the scope analysis
// of @typescript-eslint/parser's parseForESLint: that halves no-cycle's share of a full lint.
// VisitorKeys lets import-x cache what it read (without them it would parse a file again per importer).
const { parse } = require('@typescript-eslint/typescript-estree');
const { visitorKeys } = require('@typescript-eslint/visitor-keys');

module.exports = {
  // .ts/.tsx decide JSX by the file name; the option only matters for other names.
  parse: (code, options) => parse(code, { ...options, jsx: options?.ecmaFeatures?.jsx === true }),
  VisitorKeys: visitorKeys,
};
