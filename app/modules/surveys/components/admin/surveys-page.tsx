import { formatDate, formatInteger } from '#app/lib/format.ts';
import type { DatabasePage } from '#app/modules/catalog/list-database.server.ts';
import { DeleteDialog } from '#app/ui/admin/action-dialog.tsx';
import { ActionsHeadCell, Cell, DataTable, HeadCell, TwoLineCell } from '#app/ui/admin/data-table.tsx';
import { countLabel, DateRangeFilters, SearchFilter, SelectFilter } from '#app/ui/admin/list-controls.tsx';
import {
  AdminPageHeader,
  EmptyState,
  FilterBar,
  type PillTone,
  StatusPill,
  TabLinks,
} from '#app/ui/admin/page-parts.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import { Pager } from '#app/ui/pager.tsx';
import type { AdminCompletion, AdminSurvey } from '../../list-surveys.server.ts';
import {
  COMPLETION_STATUS_LABELS,
  COMPLETION_STATUSES,
  type CompletionStatus,
  manualCreditPoints,
  providerLabel,
  SURVEY_MESSAGES as M,
  SURVEY_STATUS_LABELS,
  SURVEY_STATUSES,
} from '../../survey.schema.ts';
import { SURVEY_TAB_LABELS, SURVEY_TABS, surveysHref, type SurveysQuery } from '../../surveys-query.ts';
import { SurveyFormDialog } from './survey-form-dialog.tsx';

export type SurveysPageData = {
  query: SurveysQuery;
  providers: string[];
  list:
    | { tab: 'surveys'; page: DatabasePage<AdminSurvey> }
    | { tab: 'completions'; page: DatabasePage<AdminCompletion> };
};

const labelled = (labels: Record<string, string>, values: readonly string[]) =>
  values.map((value) => ({ value, label: labels[value]! }));

/** Gestione Sondaggi (admin-side §2): tabs Sondaggi and Completamenti, filters, table, pager. */
export function SurveysPage({ query, providers, list }: SurveysPageData) {
  const { page } = list;
  const nouns: [string, string] =
    list.tab === 'surveys' ? ['sondaggio', 'sondaggi'] : ['completamento', 'completamenti'];
  return (
    <section className="space-y-6">
      <AdminPageHeader title="Gestione Sondaggi" refresh>
        {list.tab === 'surveys' && <SurveyFormDialog />}
      </AdminPageHeader>
      <TabLinks
        label="Tabelle"
        current={list.tab}
        tabs={SURVEY_TABS.map((tab) => ({
          key: tab,
          label: SURVEY_TAB_LABELS[tab],
          to: surveysHref({ tab }),
        }))}
      />
      <FilterBar resetTo={surveysHref({ tab: list.tab })} count={countLabel(page.total, false, ...nouns)}>
        <input type="hidden" name="tab" value={list.tab} />
        <SearchFilter
          id="surveys-q"
          value={query.q}
          placeholder={list.tab === 'surveys' ? 'ID o provider' : 'ID o e-mail utente, ID sondaggio'}
        />
        <SelectFilter
          id="surveys-provider"
          name="provider"
          label="Provider"
          value={query.provider}
          all="Tutti"
          options={providers.map((provider) => ({ value: provider, label: providerLabel(provider) }))}
        />
        {list.tab === 'surveys' ? (
          <SelectFilter
            id="surveys-status"
            name="status"
            label="Stato"
            value={query.status}
            all="Tutti"
            options={labelled(SURVEY_STATUS_LABELS, SURVEY_STATUSES)}
          />
        ) : (
          <>
            <SelectFilter
              id="completions-status"
              name="completionStatus"
              label="Stato"
              value={query.completionStatus}
              all="Tutti"
              options={labelled(COMPLETION_STATUS_LABELS, COMPLETION_STATUSES)}
            />
            <DateRangeFilters idPrefix="completions" from={query.from} to={query.to} />
          </>
        )}
      </FilterBar>
      {list.tab === 'surveys' ? (
        <SurveysTable rows={list.page.items} />
      ) : (
        <CompletionsTable rows={list.page.items} />
      )}
      <Pager
        page={query.page}
        pageCount={page.pageCount}
        href={(target) => surveysHref({ ...query, page: target })}
        label={`Pagine: ${formatInteger(page.total)} ${nouns[1]}`}
        firstLast
      />
    </section>
  );
}

function SurveysTable({ rows }: { rows: AdminSurvey[] }) {
  if (rows.length === 0) return <EmptyState>{M.emptySurveys}</EmptyState>;
  return (
    <DataTable
      caption="Sondaggi"
      head={
        <tr>
          <HeadCell>Sondaggio</HeadCell>
          <HeadCell>Provider</HeadCell>
          <HeadCell>Punti</HeadCell>
          <HeadCell>Stato</HeadCell>
          <HeadCell>Completamenti</HeadCell>
          <HeadCell>Creato</HeadCell>
          <ActionsHeadCell />
        </tr>
      }
    >
      {rows.map((survey) => (
        <tr key={survey.id}>
          <Cell>
            <span className="font-semibold">{survey.title}</span>
            <span className="block text-xs text-ink-muted">ID {survey.surveyId}</span>
          </Cell>
          <Cell>{providerLabel(survey.provider)}</Cell>
          <Cell>+{survey.rewardPoints}</Cell>
          <Cell>
            <StatusPill tone={survey.status === 'active' ? 'green' : 'grey'}>
              {SURVEY_STATUS_LABELS[survey.status]}
            </StatusPill>
          </Cell>
          <Cell>
            {formatInteger(survey.completionsCount)}
            <span className="block text-xs text-ink-muted">
              {formatInteger(survey.verifiedCount)} verificati
            </span>
          </Cell>
          <Cell>{formatDate(survey.createdAt)}</Cell>
          <Cell>
            <div className="flex gap-1">
              <SurveyFormDialog survey={survey} />
              <DeleteDialog
                title={`Eliminare «${survey.title}»?`}
                intent="delete"
                idName="id"
                id={survey.id}
              />
            </div>
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}

const completionTone: Record<CompletionStatus, PillTone> = {
  started: 'grey',
  completed: 'amber',
  verified: 'green',
  reversed: 'red',
  screenout: 'grey',
};

function CompletionsTable({ rows }: { rows: AdminCompletion[] }) {
  if (rows.length === 0) return <EmptyState>{M.emptyCompletions}</EmptyState>;
  return (
    <DataTable
      caption="Completamenti"
      head={
        <tr>
          <HeadCell>Utente</HeadCell>
          <HeadCell>Sondaggio</HeadCell>
          <HeadCell>Stato</HeadCell>
          <HeadCell>Punti</HeadCell>
          <HeadCell>Completato</HeadCell>
          <HeadCell>Verificato</HeadCell>
          <ActionsHeadCell />
        </tr>
      }
    >
      {rows.map((completion) => (
        <tr key={completion.id}>
          <TwoLineCell main={completion.userName} detail={completion.userEmail} />
          <Cell>
            {completion.surveyTitle}
            <span className="block text-xs text-ink-muted">
              {providerLabel(completion.provider)} · ID {completion.surveyId}
              {completion.transactionId ? ` · tx ${completion.transactionId}` : ''}
            </span>
          </Cell>
          <Cell>
            <StatusPill tone={completionTone[completion.status]}>
              {COMPLETION_STATUS_LABELS[completion.status]}
            </StatusPill>
          </Cell>
          <Cell>{completion.pointsEarned > 0 ? `+${completion.pointsEarned}` : '—'}</Cell>
          <Cell>{completion.completedAt ? formatDate(completion.completedAt) : '—'}</Cell>
          <Cell>{completion.verifiedAt ? formatDate(completion.verifiedAt) : '—'}</Cell>
          <Cell>
            <CompletionActions completion={completion} />
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * 'Verifica' asks the provider; '+N punti' credits by hand the survey's own points (the spec's
 * '+50 punti', decision 019); both credit a completion once.
 */
function CompletionActions({ completion }: { completion: AdminCompletion }) {
  const verify = useAdminAction({ toastRefusals: true });
  const grant = useAdminAction({ toastRefusals: true });
  const open = completion.status === 'started' || completion.status === 'completed';
  const busy = verify.state !== 'idle' || grant.state !== 'idle';
  const who = `${completion.userName}, ${completion.surveyTitle}`;
  return (
    <div className="flex gap-1">
      <verify.Form method="post">
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="completionId" value={completion.id} />
        <Button type="submit" variant="secondary" disabled={!open || busy}>
          Verifica<span className="sr-only"> {who}</span>
        </Button>
      </verify.Form>
      <grant.Form method="post">
        <input type="hidden" name="intent" value="grant" />
        <input type="hidden" name="completionId" value={completion.id} />
        <Button type="submit" variant="ghost" disabled={!open || busy}>
          +{manualCreditPoints(completion)} punti<span className="sr-only"> a {who}</span>
        </Button>
      </grant.Form>
    </div>
  );
}
