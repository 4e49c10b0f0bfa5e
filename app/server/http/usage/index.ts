/**
 * `GET /rest/usage`: what this instance holds, for the "Usage and plan" settings page:
 * workflows (all and active), executions stored, users (signed up and pending invitations)
 * and the enterprise features switched on. For the owner, or the default user before an
 * owner is set up; members are answered 403 (the counts cover everyone's work).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, isPendingUser, ownerOnly, requireUser } from '../../auth';

/** The answer of `GET /rest/usage`. */
export interface UsageResponse {
  workflows: { total: number; active: number };
  executions: { total: number; estimated: boolean };
  users: { total: number; pending: number };
  /** Enterprise features on, as `SWITCHYARD_ENTERPRISE_FEATURES` names them. */
  enterpriseFeatures: string[];
}

/** Registers `GET /rest/usage`. */
export function registerUsageRoutes(app: FastifyInstance): void {
  const { config, repositories, executions } = app.switchyard;
  const rest = `/${config.endpointRest}`;

  app.get(`${rest}/usage`, { preHandler: requireUser }, async (request) => {
    const role = currentUser(request).role;
    if (role !== 'owner' && role !== 'default') throw ownerOnly();
    const [total, active, executionCount, users] = await Promise.all([
      repositories.workflows.count(),
      repositories.workflows.count({ active: true }),
      executions.repository.count({}),
      repositories.users.list(),
    ]);
    const people = users.filter((user) => user.role !== 'default');
    const data: UsageResponse = {
      workflows: { total, active },
      executions: { total: executionCount.count, estimated: executionCount.estimated },
      users: { total: people.filter((user) => !isPendingUser(user)).length, pending: people.filter(isPendingUser).length },
      enterpriseFeatures: [...new Set(config.enterpriseFeatures)].sort(),
    };
    return { data };
  });
}
