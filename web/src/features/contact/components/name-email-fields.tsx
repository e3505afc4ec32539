import { TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";

export interface NameEmailFieldsProps<V extends { name: string; email: string }> {
  /** The form that holds `name` and `email`. */
  form: UseFormReturnType<V>;
}

/** The visitor's name and email, as every contact form asks for them (a fragment, so the caller lays them out). */
export function NameEmailFields<V extends { name: string; email: string }>({
  form,
}: NameEmailFieldsProps<V>) {
  return (
    <>
      <TextInput label="Name" autoComplete="name" required {...form.getInputProps("name")} />
      <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps("email")} />
    </>
  );
}
