// The server owns these contracts; the client only imports their types (erased at build time).
export type * from '../../../src/inertia/shared-props';
export type * from '../../../src/site/site.props';
export type * from '../../../src/recipes/recipe.props';
export type * from '../../../src/contestants/profile.props';
export type * from '../../../src/judging/judging.props';
export type * from '../../../src/auth/password-reset/staff-password.props';
export type * from '../../../src/admin/common/list.props';
export type * from '../../../src/admin/settings/settings.props';
export type * from '../../../src/admin/core/admin-core.props';
export type * from '../../../src/admin/records/records.props';
export type * from '../../../src/admin/results/results.props';
export type * from '../../../src/common/countdown';
