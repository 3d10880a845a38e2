// `npm run eval:integrity`: the near-duplicate text signal on its labelled set (see integrity-eval.ts).
// The last line reads `recall R false-positive-rate F pairs N`.
import { runIntegrityEval } from './integrity-eval.ts';

const result = runIntegrityEval();
for (const line of result.lines) console.log(line);
