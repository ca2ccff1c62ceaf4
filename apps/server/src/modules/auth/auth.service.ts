import { AppError } from '@runtogether/shared/errors/app-error';
import type { SessionUser } from './auth.repository';

export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError('UNAUTHORIZED', 'Not signed in', 401);
  return user;
}
