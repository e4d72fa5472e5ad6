export { JackpotRoller, type JackpotRollerProps } from './JackpotRoller';
