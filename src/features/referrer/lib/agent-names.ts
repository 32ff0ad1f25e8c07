import type { User } from '../../../domain/entities/user.schema';

/** Each synced user's display name by id: first and last name, else the email. */
export function namesById(
  users: readonly Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>[],
): Map<string, string> {
  return new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim() || user.email]));
}
