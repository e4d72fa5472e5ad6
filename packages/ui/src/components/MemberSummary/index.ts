export { MemberSummary, type MemberSummaryProps } from './MemberSummary';
