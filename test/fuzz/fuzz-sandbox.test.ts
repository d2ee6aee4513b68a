import { fuzzEveryOperation } from './fuzz-stage';

fuzzEveryOperation('sandbox');
