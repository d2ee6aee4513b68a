import { fuzzEveryOperation } from './fuzz-stage';

fuzzEveryOperation('production');
