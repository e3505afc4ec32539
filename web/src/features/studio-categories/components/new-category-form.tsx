import { categoryNameProblem, CONTENT_LIMITS } from "@folio/domain";
import { NameForm } from "@/components/ui/name-form";
import { notifySaved } from "@/components/ui/notify";
import { useCreateCategory } from "../api/create-category";

/** Adds a category at the end of the order; a refused name stays in the field with the reason. */
export function NewCategoryForm() {
  const createCategory = useCreateCategory();
  return (
    <NameForm
      formLabel="Add a category"
      label="New category"
      placeholder="e.g. Weddings"
      maxLength={CONTENT_LIMITS.categoryNameMax}
      submitLabel="Add category"
      problem={categoryNameProblem}
      onSubmit={async (name) => {
        const category = await createCategory.mutateAsync({ name });
        notifySaved("Category added", `“${category.name}” is position ${category.order}.`);
      }}
    />
  );
}
