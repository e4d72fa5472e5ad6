export { SidePanel, type SidePanelProps } from './SidePanel';
