// qrcode's encoder alone: its main entry also loads the PNG renderer, which requires 'fs' in a way
// the ESM bundle of the web host cannot load. The types are the package's own create().
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode';
}
