// The benchmark's FHIR server, in a process of its own (a real EHR is another machine): Medplum's
// FHIR router and in-memory repository, loaded with the synthetic panel for the `now` it is given.
import { FhirClient } from '../functions/ehr/fhir/client';
import { syntheticPanel } from '../functions/ehr/local/synthetic-panel';
import { loadPanel } from '../test/support/fhir-panel';
import { startFhirServer } from '../test/support/fhir-server';

const DAY_MS = 86_400_000;
const now = new Date(Number(process.env.PANEL_NOW ?? Date.now()));
const server = await startFhirServer();
await loadPanel(new FhirClient({ baseUrl: server.url, timeoutMs: 30_000 }), syntheticPanel({ now }), {
  slotsFrom: new Date(now.getTime() - 7 * DAY_MS).toISOString(),
  slotsTo: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
});
process.send?.({ ready: true, url: server.url });
process.on('disconnect', () => void server.stop().then(() => process.exit(0)));
