export {
  SmsCountdownButton,
  type SmsCountdownButtonProps,
  type SmsCountdownPhase,
} from './SmsCountdownButton';
