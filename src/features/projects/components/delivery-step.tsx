import { makeStyles, tokens } from '@fluentui/react-components';
import { useDeliveryForm } from '../hooks/use-delivery-form';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { deliveryFormId } from '../lib/draft-steps';
import { DeliveryDateFields, DeliverySiteFields } from './delivery-fields';
import { ErrorBar } from './error-bar';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Step 3: house size, delivery address, access and wished dates, saved in one update. */
export function DeliveryStep({
  draft,
  editable,
  onSaved,
}: {
  draft: ProjectDraft;
  editable: boolean;
  onSaved: () => void;
}) {
  const styles = useStyles();
  const { form, setForm, message, summary, save } = useDeliveryForm(draft, onSaved);
  const confirmed = draft.project.dates.confirmed;

  return (
    <form
      id={deliveryFormId}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (editable) void save();
        else onSaved();
      }}
    >
      <ErrorBar message={summary} />
      <DeliverySiteFields form={form} onChange={setForm} message={message} disabled={!editable} />
      <DeliveryDateFields
        form={form}
        onChange={setForm}
        message={message}
        confirmed={confirmed}
        locked={!editable || confirmed}
      />
    </form>
  );
}
