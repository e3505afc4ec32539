import { Alert, PasswordInput, Stack, TextInput } from "@mantine/core";
import { isEmail, isNotEmpty, useForm } from "@mantine/form";
import { IconAlertCircle, IconLogin2 } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { signIn as providerSignIn, type SignIn } from "../api/sign-in";
import { authErrorMessage } from "../auth-error-message";

export interface SignInFormProps {
  /** Performs the sign-in; the provider's by default. */
  signIn?: SignIn;
}

/** Email and password sign-in. A failure is explained in a sentence and the input stays. */
export function SignInForm({ signIn = providerSignIn }: SignInFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: {
      email: isEmail("Enter the email address of the studio account"),
      password: isNotEmpty("Enter your password"),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setError(null);
    setSubmitting(true);
    try {
      await signIn(email, password);
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {error && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {error}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps("password")}
        />
        <Button type="submit" loading={submitting} fullWidth leftIcon={<IconLogin2 size={18} />}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
