import { data } from 'react-router';
import { apiError, readJson, validationError } from '#app/lib/api.server.ts';
import {
  getOwnProfile,
  updateNames,
  updateEmailPreferences,
} from '#app/modules/accounts/manage-account.server.ts';
import { requireViewerApi } from '#app/modules/accounts/viewer.server.ts';
import { profileUpdateBody } from '#app/modules/api-docs/request.schema.server.ts';
import type { Route } from './+types/user-profile';

/** GET /api/user/profile: the signed-in person's profile, points and tier. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireViewerApi(context);
  try {
    return await getOwnProfile(viewer.id);
  } catch (error) {
    return apiError(error);
  }
}

/** PUT /api/user/profile {first_name?, last_name?, email_notifications?}: returns the updated profile. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'PUT') return data({ error: 'Metodo non consentito' }, { status: 405 });
  const viewer = requireViewerApi(context);
  try {
    const parsed = profileUpdateBody.safeParse(await readJson(request, 8 * 1024));
    if (!parsed.success) return validationError(parsed.error.issues);
    const { first_name: firstName, last_name: lastName, email_notifications: enabled } = parsed.data;
    if (firstName !== undefined || lastName !== undefined) {
      const current = await getOwnProfile(viewer.id);
      await updateNames(viewer.id, {
        firstName: firstName ?? current.first_name ?? '',
        lastName: lastName ?? current.last_name ?? '',
      });
    }
    if (enabled) await updateEmailPreferences(viewer.id, enabled);
    return getOwnProfile(viewer.id);
  } catch (error) {
    return apiError(error);
  }
}
