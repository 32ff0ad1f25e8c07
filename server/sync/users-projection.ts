import { sql, type SQL } from 'drizzle-orm';
import type { User } from '../../src/domain/entities/user.schema';
import { users } from '../db/schema';
import { isoTime, toIso } from './sql-rows';

/** The columns of `users` that sync (never the password hash), as selected by `userColumns`. */
export interface UserColumnsRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  role: User['role'];
  client_id: string | null;
  client_role: User['clientRole'];
  business_referrer_id: string | null;
  business_referrer_role: User['businessReferrerRole'];
  active: boolean;
  invited: boolean;
  created_at: unknown;
  updated_at: unknown;
}

export const userColumns: SQL = sql`${users.id}::text as id, ${users.email} as email, ${users.firstName} as first_name,
  ${users.lastName} as last_name, ${users.phoneNumber} as phone_number, ${users.role} as role,
  ${users.clientId}::text as client_id, ${users.clientRole} as client_role,
  ${users.businessReferrerId}::text as business_referrer_id, ${users.businessReferrerRole} as business_referrer_role,
  ${users.active} as active, ${users.invited} as invited, ${users.createdAt} as created_at, ${users.updatedAt} as updated_at`;

/** The same projection as JSON in the entity's own shape, built by the database (pull pages). */
export const userJson: SQL = sql`json_build_object('id', ${users.id}, 'email', ${users.email},
  'firstName', ${users.firstName}, 'lastName', ${users.lastName},
  'phoneNumber', coalesce(${users.phoneNumber}, ''), 'role', ${users.role},
  'clientId', ${users.clientId}, 'clientRole', ${users.clientRole},
  'businessReferrerId', ${users.businessReferrerId}, 'businessReferrerRole', ${users.businessReferrerRole},
  'active', ${users.active}, 'invited', ${users.invited}, 'createdAt', ${isoTime(sql`${users.createdAt}`)},
  'updatedAt', ${isoTime(sql`${users.updatedAt}`)})`;

export function userFromColumns(row: UserColumnsRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number ?? '',
    role: row.role,
    clientId: row.client_id,
    clientRole: row.client_role,
    businessReferrerId: row.business_referrer_id,
    businessReferrerRole: row.business_referrer_role,
    active: row.active,
    invited: row.invited,
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
  };
}
