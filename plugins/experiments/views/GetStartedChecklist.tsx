import { useEffect, useState } from 'react';
import { CheckCircle2, Circle, X } from 'lucide-react';
import { EXPERIMENTS, INavigationService, IRestApi, isDefaultUser, type IUserResponse, type QueryParams } from '@sdk';
import { useKernel, useObservable, useService } from '@sdk/react';
import { of } from 'rxjs';
import { IAuthService } from '@plugins/auth/api';
import { IFeatureFlagsService } from '../api';
import { checklistSteps, type ChecklistFacts } from '../checklist';

const NO_USER$ = of<IUserResponse | null>(null);
const hiddenKey = (userId: string) => `switchyard.checklist.hidden.${userId}`;

function useFacts(user: IUserResponse | null): ChecklistFacts | null {
  const rest = useService(IRestApi);
  const [facts, setFacts] = useState<ChecklistFacts | null>(null);
  useEffect(() => {
    if (!user) return undefined;
    let live = true;
    const count = (path: string, query?: QueryParams) =>
      rest
        .get<{ count?: number; data?: unknown[] } | unknown[]>(path, query ? { query } : {})
        .then((answer) => (Array.isArray(answer) ? answer.length : (answer.count ?? answer.data?.length ?? 0)));
    Promise.all([
      count('/workflows'),
      count('/workflows', { filter: { active: true } }),
      count('/credentials'),
      user.isOwner ? count('/users').then((n) => n - 1) : Promise.resolve(null),
    ]).then(
      ([workflows, activeWorkflows, credentials, teammates]) => live && setFacts({ workflows, activeWorkflows, credentials, teammates }),
      () => undefined, // Without the facts there is no checklist; nothing else depends on it.
    );
    return () => {
      live = false;
    };
  }, [rest, user]);
  return facts;
}

/**
 * The checklist experiment's variant: a "Get started" card on the workflows page with the first
 * steps, ticked from what the instance holds; "Hide" puts it away for this user in this browser.
 */
export function GetStartedChecklist() {
  const services = useKernel().services;
  const navigation = useService(INavigationService);
  const auth = services.getOptional(IAuthService);
  const flags = services.get(IFeatureFlagsService);
  const location = useObservable(navigation.location$, navigation.location);
  const user = useObservable(auth?.user$ ?? NO_USER$, auth?.currentUser ?? null);
  const onWorkflows = location.split('?')[0] === '/workflows';
  const inVariant = onWorkflows && user !== null && !isDefaultUser(user) && flags.variant(EXPERIMENTS.checklist) === 'variant';
  const [hidden, setHidden] = useState(() => (user ? localStorage.getItem(hiddenKey(user.id)) === '1' : false));
  const facts = useFacts(inVariant && !hidden ? user : null);
  if (!inVariant || hidden || !facts || !user) return null;
  const steps = checklistSteps(facts);
  const done = steps.filter((s) => s.done).length;
  if (done === steps.length) return null;
  return (
    <section className="xp-checklist" aria-label="Get started">
      <header className="xp-checklist__head">
        <div>
          <h2 className="xp-checklist__title">Get started</h2>
          <p className="xp-checklist__progress">
            {done} of {steps.length} done
          </p>
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label="Hide the checklist"
          onClick={() => {
            localStorage.setItem(hiddenKey(user.id), '1');
            setHidden(true);
          }}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </header>
      <ul className="xp-checklist__steps">
        {steps.map((step) => (
          <li key={step.id} className={`xp-step${step.done ? ' xp-step--done' : ''}`}>
            {step.done ? <CheckCircle2 size={18} aria-hidden="true" /> : <Circle size={18} aria-hidden="true" />}
            {step.done ? (
              <span>
                {step.label} <span className="xp-sr-only">(done)</span>
              </span>
            ) : (
              <a
                href={step.path}
                onClick={(event) => {
                  event.preventDefault();
                  navigation.navigate(step.path);
                }}
              >
                {step.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
