// docs/decisions/0027-authentication.md: the exact texts of the spec.
export const LOGIN_FAILED = {
  title: "Erro ao fazer login",
  description:
    "Credenciais inválidas ou usuário não encontrado. Entre em contato com o administrador para obter acesso.",
} as const;
export const LOGIN_SUCCESS = { title: "Login bem-sucedido", description: "Você foi autenticado com sucesso." } as const;
export const LOGOUT_SUCCESS = { title: "Logout realizado", description: "Você saiu com sucesso." } as const;
export const LOGOUT_FAILED = { title: "Erro ao sair", description: "Ocorreu um erro ao sair." } as const;
