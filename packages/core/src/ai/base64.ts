/**
 * Base64 to bytes, for the data the AI ships as text (the Othello weights, the WebAssembly
 * modules): the engines see no DOM or Node globals, so neither `atob` nor `Buffer`.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The bytes of `text`, standard base64 with padding. */
export function fromBase64(text: string): Uint8Array {
  const codes = new Uint8Array(128);
  for (let k = 0; k < 64; k++) codes[BASE64.charCodeAt(k)] = k;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let at = 0;
  for (let k = 0; k < text.length; k += 4) {
    const n =
      (codes[text.charCodeAt(k)]! << 18) |
      (codes[text.charCodeAt(k + 1)]! << 12) |
      (codes[text.charCodeAt(k + 2)]! << 6) |
      codes[text.charCodeAt(k + 3)]!;
    if (at < bytes.length) bytes[at++] = n >> 16;
    if (at < bytes.length) bytes[at++] = (n >> 8) & 0xff;
    if (at < bytes.length) bytes[at++] = n & 0xff;
  }
  return bytes;
}
