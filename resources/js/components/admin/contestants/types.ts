// The admin contestant pages' props: the server owns them; only their types come to the client.
export type * from '@shared/admin/admin-contestants.props';
