import type { ReactNode } from 'react';
import { type Bound, type Binding, isBound } from '../../lib/bindings/bind.ts';
import type { NamedValues } from '../../lib/bindings/call.ts';
import { useBoundMutation } from '../../lib/bindings/write.ts';
import type { FormWays } from '../card-list-page.tsx';
import { ConfirmWrite } from '../confirm-write.tsx';
import { type DescribedFormProps, DescribedForm } from './described-form.tsx';
import { FormDialog } from './form-dialog.tsx';

/** What a change asks before it is sent, where it changes what is live. */
export type FormAsk = { title: string; confirmLabel: string; body: ReactNode };

type FormParts = Pick<
  DescribedFormProps,
  'filled' | 'initial' | 'onlyChanged' | 'controls' | 'words' | 'presets' | 'advanced'
>;

/** The dialog's: what it is, what it sends, and what the page says. */
export type ItemFormProps = FormParts & {
  title: string;
  cancelLabel: string;
  /** The list page's: closing the dialog, saying what was done. */
  ways: FormWays;
  /** Create where the item is new, update where it is changed. */
  binding: Bound;
  /** What the page says once the service has taken what was sent. */
  said: (sent: NamedValues) => string;
  ask?: FormAsk;
  refusedHint?: ReactNode;
};

/**
 * An item of a card list made or changed in a dialog, with the form its operation describes (`DescribedForm`, in the
 * page's words): sent once, asked first where `ask` is given, and once the service takes it the page is told what to
 * say and the dialog closes. Under a refusal, `refusedHint` gives the way forward (the plan that allows more). Where
 * the operation is not bound, the dialog has only Cancel.
 */
export function ItemFormDialog(props: ItemFormProps) {
  const { binding } = props;
  return (
    <FormDialog
      title={props.title}
      onClose={props.ways.close}
      className="item-form-dialog"
      cancelLabel={props.cancelLabel}
    >
      {isBound(binding) ? <ItemForm props={props} binding={binding} /> : null}
    </FormDialog>
  );
}

function ItemForm({ props, binding }: { props: ItemFormProps; binding: Binding }) {
  const { ask, refusedHint } = props;
  const write = useBoundMutation(binding, {
    values: (sent: NamedValues) => sent,
    confirm: ask !== undefined,
    once: true,
    onSuccess: (_answer, sent) => {
      props.ways.said(props.said(sent));
      props.ways.close();
    },
  });
  // Only the form's own parts go to it: the dialog's title and class are not the form's.
  const { filled, initial, onlyChanged, controls, words, presets, advanced } = props;
  const form: FormParts = { filled, initial, onlyChanged, controls, words, presets, advanced };
  return (
    <>
      <DescribedForm {...form} binding={binding} write={write} />
      {write.isError && refusedHint ? <p className="hint">{refusedHint}</p> : null}
      {ask ? (
        <ConfirmWrite write={write} title={ask.title} confirmLabel={ask.confirmLabel} cancelLabel={props.cancelLabel}>
          {ask.body}
        </ConfirmWrite>
      ) : null}
    </>
  );
}
