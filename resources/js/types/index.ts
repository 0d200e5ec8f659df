// The server owns these contracts; the client only imports their types (erased at build time).
export type * from '@shared/inertia/shared-props';
export type * from '@shared/site/site.props';
export type * from '@shared/recipes/recipe.props';
export type * from '@shared/contestants/profile.props';
export type * from '@shared/judging/judging.props';
export type * from '@shared/auth/staff-password.props';
export type * from '@shared/admin/list.props';
export type * from '@shared/admin/settings.props';
export type * from '@shared/admin/admin-core.props';
export type * from '@shared/admin/records.props';
export type * from '@shared/admin/results.props';
export type * from '@shared/countdown';
