// The one call of opentype.js the captcha uses (the package ships no types).
declare module 'opentype.js' {
  interface OpentypeFont {
    charToGlyph(ch: string): {
      getPath(
        x: number,
        y: number,
        size: number,
      ): {
        commands: Array<{
          type: string;
          x?: number;
          y?: number;
          x1?: number;
          y1?: number;
          x2?: number;
          y2?: number;
        }>;
      };
    };
  }
  const opentype: { loadSync(path: string): OpentypeFont };
  export default opentype;
}
