export {
  LinkProvider,
  AppLink,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './LinkProvider';
