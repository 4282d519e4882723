// The stream's figures as the service gives them: the incoming stream (status, bitrate, fps, resolution) and each
// destination's state and counters. Values are shown as given; a unit only where config.json's `units` names one.

import { useRuntimeConfig } from '../../../config/runtime-config.ts';
import { COUNTER_FIELDS, INGEST_FIELDS, type LiveInfo, type Shown } from './live-answers.ts';
import type { LiveMessages } from './live-messages.ts';

function Value({ field, value, m }: { field: string; value: Shown | undefined; m: LiveMessages }) {
  const units = useRuntimeConfig().units;
  if (value === undefined) return <span className="live-not-given">{m.notGiven}</span>;
  const unit = typeof value === 'number' ? units[field] : undefined;
  return (
    <span className="live-value">
      {String(value)}
      {unit ? ` ${unit}` : null}
    </span>
  );
}

export function IngestFigures({ info, m }: { info: LiveInfo; m: LiveMessages }) {
  const { ingest } = info;
  return (
    <section className="live-ingest">
      <h3>{m.ingest}</h3>
      {ingest === undefined ? (
        <p className="hint">{m.noIngest}</p>
      ) : (
        <dl className="live-figures">
          {INGEST_FIELDS.map((field) => (
            <div key={field}>
              <dt>{m.ingestFields[field]}</dt>
              <dd>
                <Value field={field} value={ingest[field]} m={m} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

export function DestinationFigures({ info, m }: { info: LiveInfo; m: LiveMessages }) {
  const { destinations } = info;
  return (
    <section className="live-destinations">
      <h3>{m.destinations}</h3>
      {destinations === undefined ? (
        <p className="hint">{m.noDestinationList}</p>
      ) : destinations.length === 0 ? (
        <p className="hint">{m.noDestinations}</p>
      ) : (
        <ul className="live-destination-list">
          {destinations.map((destination) => (
            <li key={destination.id} className="live-destination">
              <p className="live-destination-name">
                <strong>{destination.name ?? destination.id}</strong>
                {destination.platform ? <span className="live-platform"> · {destination.platform}</span> : null}
              </p>
              <dl className="live-figures">
                <div>
                  <dt>{m.state}</dt>
                  <dd>
                    <Value field="status" value={destination.status} m={m} />
                  </dd>
                </div>
                {COUNTER_FIELDS.map((field) => (
                  <div key={field}>
                    <dt>{m.counters[field]}</dt>
                    <dd>
                      <Value field={field} value={destination.counters[field]} m={m} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
