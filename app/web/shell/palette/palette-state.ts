import { BehaviorSubject, type Observable } from 'rxjs';
import { createServiceToken } from '@core';

/** Whether the command palette is open; commands open it, the view closes it. */
export class PaletteState {
  static readonly token = createServiceToken<PaletteState>('IPaletteState');
  private readonly subject = new BehaviorSubject(false);
  readonly open$: Observable<boolean> = this.subject.asObservable();

  get isOpen(): boolean {
    return this.subject.value;
  }

  setOpen(open: boolean): void {
    if (open !== this.subject.value) this.subject.next(open);
  }
}
