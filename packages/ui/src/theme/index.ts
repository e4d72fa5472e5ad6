export { vars } from './contract.css';
export { uiLayer } from './layers.css';
export { motionMs } from './motion';
export { OverlayContainer } from './overlayContainer';
export { cx } from './cx';
export { focusRing, layered, pressable } from './styleHelpers';
