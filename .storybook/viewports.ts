// The phones the site is designed for: a small Android (360 x 740) and the iPhone size the visual
// suite screenshots (390 x 844). The Viewport toolbar starts on 390 x 844.
export const phoneViewports = {
  phone360: {
    name: 'Phone 360 x 740',
    styles: { width: '360px', height: '740px' },
    type: 'mobile',
  },
  phone390: {
    name: 'Phone 390 x 844',
    styles: { width: '390px', height: '844px' },
    type: 'mobile',
  },
};
