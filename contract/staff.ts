import { z } from 'zod';

/**
 * A person's role in the studio, from the most trusted: the Owner may do everything (staff,
 * payment and mail settings, refunds, erasing a collector, revoking or transferring a
 * certificate, exporting every collector); a Manager runs sales, reservations, orders and
 * shipping, inquiries, collectors (never erasing one), newsletters and content; an Editor
 * keeps the pieces, media, about, journal, site text and popup, and sees nobody's personal data.
 */
export const STAFF_ROLES = ['owner', 'manager', 'editor'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** How trusted a role is: a role may do whatever a less trusted one may. */
const RANK: Record<StaffRole, number> = { editor: 0, manager: 1, owner: 2 };

/** Whether someone of role `has` may call what needs at least `needs`. */
export const roleAllows = (has: StaffRole, needs: StaffRole) => RANK[has] >= RANK[needs];

/** The words the dashboard names a role by. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  editor: 'Editor',
};

/** What the server answers (403) to a call the person's role does not allow. */
export const ROLE_REFUSED_MESSAGE = 'Your role does not allow this. Ask the studio’s owner.';

/** GET /api/admin/me: who is signed in, and what they may do. */
export const AdminMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: StaffRoleSchema,
});
export type AdminMe = z.infer<typeof AdminMeSchema>;
