import { useState } from "react";
import { useNavigation } from "react-router";

/**
 * The "Excluir" confirmation of an admin list: the row it asks about, and whether that
 * deletion is on its way. The dialog stays open (its buttons disabled) until the deletion has
 * come back, then closes. The close follows the navigation's state during render (React's
 * pattern for state that follows another value), so there is no effect and no extra render.
 */
export function useDeleteDialog<Row>() {
  const [deleting, setDeleting] = useState<Row | null>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const [lastState, setLastState] = useState(navigation.state);
  if (navigation.state !== lastState) {
    setLastState(navigation.state);
    if (navigation.state === "idle") setDeleting(null);
  }
  return { deleting, setDeleting, busy };
}
