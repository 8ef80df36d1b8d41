/** Contract of `crop-square.h5.ts` / `crop-square.weapp.ts`: lets the user crop a chosen photo to a square. */
export declare function cropSquare(path: string): Promise<string>
