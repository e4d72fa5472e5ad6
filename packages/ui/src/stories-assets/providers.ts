import { providerLogo } from './art';

/** Fixed sample game vendors for stories. */
export const sampleProviders = [
  ['PP', 'Pragmatic'],
  ['JILI', 'JILI'],
  ['PG', 'PG Soft'],
  ['JDB', 'JDB'],
  ['EVO', 'Evolution'],
  ['KM', 'KingMaker'],
  ['FC', 'Fa Chai'],
  ['CQ9', 'CQ9'],
  ['SPRIBE', 'Spribe'],
].map(([code, name], i) => ({ code: code!, name: name!, logoUrl: providerLogo(i, name!) }));
