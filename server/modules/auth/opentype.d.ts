// The one call of opentype.js the captcha uses (the package ships no types).
declare module 'opentype.js' {
  export interface FontCommand {
    type: string;
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Font {
    charToGlyph(ch: string): {
      getPath(x: number, y: number, size: number): { commands: FontCommand[] };
    };
  }
  const opentype: { loadSync(path: string): Font };
  export default opentype;
}
