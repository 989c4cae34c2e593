/** The part of subset-font's API the font tools use (the package ships no types). */
declare module 'subset-font' {
  function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' },
  ): Promise<Buffer>;
  export default subsetFont;
}
