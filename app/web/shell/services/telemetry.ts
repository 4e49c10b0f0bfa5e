import type { ExtensionRegistry } from '@core';
import { TelemetrySinksPoint, type ITelemetryService } from '@sdk';

/**
 * Fans usage events out to whatever sinks plugins contribute. With no sink
 * contributed, events go nowhere: the product sends nothing by default.
 */
export class TelemetryService implements ITelemetryService {
  constructor(private readonly extensions: ExtensionRegistry) {}

  track(event: string, properties: Readonly<Record<string, unknown>> = {}): void {
    for (const sink of this.extensions.get(TelemetrySinksPoint)) {
      try {
        sink.track(event, properties);
      } catch (error) {
        console.warn(`Telemetry sink ${sink.id} failed`, error);
      }
    }
  }
}
