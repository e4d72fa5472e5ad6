// The mall calls' schemas and codes that more than one call uses, or that the site reads on
// their own. A schema only one call uses lives in that call's module.

/** Error codes of the points mall calls. */
export const mallErrorCodes = {
  /** Trial accounts (type 4) cannot redeem. HTTP 403. */
  freeReject: 'free_reject',
  itemNotFound: 'mall.item.not.found',
  /** `value` carries `{points, needed}`. */
  notEnoughPoints: 'mall.points.insufficient',
  /** `value` carries `{stock}`. */
  outOfStock: 'mall.item.out.of.stock',
} as const;
