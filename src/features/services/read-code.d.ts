/**
 * Contract of `read-code.h5.ts` / `read-code.weapp.ts`: reads the text of a QR code. The mini-program
 * uses WeChat's scanner; a browser opens the live scan screen (camera frames decoded with jsQR, the album as
 * the fallback when the camera is refused or absent).
 * Resolves null when the user cancels; rejects with a Chinese message when no code can be read.
 */
export declare function readCode(): Promise<string | null>
/** Decodes the QR code in an image address (blob:/data:/http); null when the image has none. */
export declare function decodeImage(src: string): Promise<string | null>
