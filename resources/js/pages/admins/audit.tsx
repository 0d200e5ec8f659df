import { Link } from '@inertiajs/react';
import { formatDateTime } from '@/components/admin/format';
import { AdminListPage } from '@/components/admin/list-page';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { AuditPageProps, AuditRow } from '@/types';
import { TableHead } from '@/components/ui/column-heads';

function Entry({ entry }: { entry: AuditRow }) {
  return (
    <li className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6" data-testid="audit-entry">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold">
            <code className="rounded-md bg-sand px-1.5 py-0.5 text-sm">{entry.action}</code>{' '}
            {entry.subjectUrl ? (
              <Link
                href={entry.subjectUrl}
                className="underline decoration-yellow-deep decoration-2 underline-offset-4 hover:decoration-ink"
              >
                {entry.subjectLabel}
              </Link>
            ) : (
              entry.subjectLabel
            )}
          </p>
          <p className="mt-1 text-sm break-all text-muted">by {entry.admin}</p>
        </div>
        <time dateTime={entry.at} className="shrink-0 text-sm text-muted tabular-nums">
          {formatDateTime(entry.at)}
        </time>
      </div>
      {entry.fields.length > 0 && (
        // Values wrap anywhere (long JSON, addresses), so the table fits a phone; the region stays focusable in case.
        <ScrollRegion label={`Changes to ${entry.subjectLabel}`} className="mt-4">
          <table className="w-full border-collapse text-left text-sm" data-testid="audit-fields">
            <TableHead
              rowClassName="border-b border-sand text-xs tracking-[0.08em] text-muted uppercase"
              cellClassName="py-2 font-semibold"
              heads={[{ label: 'Field', className: 'pr-4' }, { label: 'Before', className: 'pr-4' }, 'After']}
            />
            <tbody>
              {entry.fields.map((field) => (
                <tr key={field.field} className="border-b border-sand/60 align-top last:border-0">
                  <th scope="row" className="py-2 pr-4 font-semibold break-words">
                    {field.field}
                  </th>
                  <td className="py-2 pr-4 text-muted line-through decoration-danger/40 [overflow-wrap:anywhere]">
                    {field.before}
                  </td>
                  <td className="py-2 [overflow-wrap:anywhere]">{field.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </li>
  );
}

/** Every change an administrator made, newest first. */
export default function AuditLog({ rows, list, kindOptions }: AuditPageProps) {
  return (
    <AdminListPage
      title="Audit log"
      lead="Who changed what and when, with the fields before and after. Entries are never edited or removed."
      basePath="/admins/audit"
      list={list}
      searchPlaceholder="Not searchable"
      searchable={false}
      filters={[{ name: 'kind', label: 'Record', options: kindOptions, allLabel: 'All records' }]}
      noun="entries"
    >
      {rows.length === 0 ? (
        <p
          className="rounded-3xl bg-white p-8 text-center text-muted shadow-sm ring-1 ring-sand"
          data-testid="empty-list"
        >
          Nothing recorded yet.
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {rows.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </AdminListPage>
  );
}
