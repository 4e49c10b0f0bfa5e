import { BehaviorSubject, type Observable } from 'rxjs';
import type { IFrontendSettings, IRestApi, ISettingsService } from '@sdk';

/** GET /rest/settings once at start; plugins read `settings$`. */
export class SettingsStore implements ISettingsService {
  private readonly subject = new BehaviorSubject<IFrontendSettings | null>(null);
  readonly settings$: Observable<IFrontendSettings | null> = this.subject.asObservable();

  constructor(private readonly rest: IRestApi) {}

  get settings(): IFrontendSettings | null {
    return this.subject.value;
  }

  async refresh(): Promise<IFrontendSettings> {
    const settings = await this.rest.get<IFrontendSettings>('/settings');
    this.subject.next(settings);
    return settings;
  }
}
