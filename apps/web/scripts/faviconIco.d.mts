export const FAVICON_SIZES: number[]
export function packIco(images: { size: number; png: Buffer }[]): Buffer
