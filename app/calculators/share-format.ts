/**
 * The version of the inputs a calculator's address carries (docs/product.md#shareable-links); a link
 * with another is ignored. Its own module, as every calculator page needs it and only results link.
 */
export const SHARE_FORMAT_VERSION = "1";
