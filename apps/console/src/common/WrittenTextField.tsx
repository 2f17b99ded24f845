import { FunctionField, type FunctionFieldProps, type RaRecord } from 'react-admin';

export type WrittenTextFieldProps<R extends RaRecord> = Omit<FunctionFieldProps<R>, 'render' | 'source'> & { source: keyof R & string };

/**
 * A column of text a person wrote (a group's name, a message's subject): set in a `<bdi>`, it keeps its own direction
 * inside the console's, so an English "Acme Inc." ends with its full stop in an Arabic table while the cell keeps the
 * table's alignment (docs/adr/0082).
 */
export function WrittenTextField<R extends RaRecord>({ source, ...props }: WrittenTextFieldProps<R>) {
  return <FunctionField<R> source={source} {...props} render={(record) => <bdi>{String(record[source] ?? '')}</bdi>} />;
}
