import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { FunctionField, useCreatePath, useResourceContext, type FunctionFieldProps, type RaRecord, type RowClickFunction } from 'react-admin';

/** Where the column's text leads: the record's show or edit page, or something done on the spot (a view dialog). */
export type RecordOpening<R extends RaRecord> = 'show' | 'edit' | ((record: R) => void);

/** The row click that goes where the link does: the same page, the same action (then no page), or nothing. */
export function rowClickOf<R extends RaRecord>(opening: RecordOpening<R> | undefined): 'show' | 'edit' | false | RowClickFunction {
  if (opening === undefined || typeof opening === 'string') return opening ?? false;
  // react-admin hands the row's own record, typed as any record.
  return (_id, _resource, record) => {
    opening(record as R);
    return false;
  };
}

export type WrittenTextFieldProps<R extends RaRecord> = Omit<FunctionFieldProps<R>, 'render' | 'source'> & {
  source: keyof R & string;
  /**
   * Makes the text the row's link, the same place its row click goes. A table row is no link to the keyboard (react-admin's
   * rows take clicks only), so without this a keyboard user could not open a record of the list at all.
   */
  link?: RecordOpening<R>;
  /** What is shown of the value (a long name cut short, say); the whole value by default. */
  format?: (value: string) => string;
};

/**
 * A column of text a person wrote (a group's name, a message's subject): set in a `<bdi>`, it keeps its own direction
 * inside the console's, so an English "Acme Inc." ends with its full stop in an Arabic table while the cell keeps the
 * table's alignment (docs/adr/0082). With `link`, it is also how the row opens by keyboard.
 */
export function WrittenTextField<R extends RaRecord>({ source, link, format, ...props }: WrittenTextFieldProps<R>) {
  return (
    <FunctionField<R>
      source={source}
      {...props}
      render={(record) => {
        const value = String(record[source] ?? '');
        const text = <bdi>{format ? format(value) : value}</bdi>;
        return link ? (
          <RecordLink record={record} link={link}>
            {text}
          </RecordLink>
        ) : (
          text
        );
      }}
    />
  );
}

// The row's own click is not fired as well: the link already goes where the row would.
const stopRowClick = (event: MouseEvent) => event.stopPropagation();
const LINK_SX = { font: 'inherit', textAlign: 'inherit', verticalAlign: 'baseline' } as const;

function RecordLink<R extends RaRecord>({ record, link, children }: { record: R; link: RecordOpening<R>; children: ReactNode }) {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (typeof link === 'function') {
    return (
      <Link
        component="button"
        type="button"
        underline="hover"
        sx={LINK_SX}
        onClick={(event: MouseEvent) => {
          stopRowClick(event);
          link(record);
        }}
      >
        {children}
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={createPath({ resource, id: record.id, type: link })} underline="hover" sx={LINK_SX} onClick={stopRowClick}>
      {children}
    </Link>
  );
}
