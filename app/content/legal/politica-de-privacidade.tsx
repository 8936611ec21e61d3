import {
  ContactEmail,
  InternalLink,
  LegalTable,
  OperatorDetails,
  OperatorName,
  type LegalSection,
  type LegalBody,
} from "~/components/content/legal-document";
import { accessLogRetention, SITE_NAME, type SiteOperator } from "~/content/site-operator";
import { AUDIENCE_RETENTION_MONTHS_DEFAULT } from "~/lib/audience/audience-keys";

// What the site really stores and sends (docs/decisions/0009-glossary-infographics-legal.md, docs/decisions/0013-admin-and-security.md, docs/decisions/0021-browser-behaviours.md):
// localStorage "theme", "comparisonHistory"; sessionStorage "mobileFooterAdClosed";
// the administrator session cookie (better-auth, HttpOnly, SameSite=Lax, Secure on
// https, 7 days) and the 60-second "cj_toast" cookie after sign-in or sign-out; sign-in
// failures kept 10 minutes (login-limit.server.ts) and swept with expired sessions and the
// e-mails of removed administrators in the activity log (auth/retention-sweep.server.ts); the
// offline worker's Cache Storage (app/pwa/sw.js: MAX_KEPT 100 pages seen, 8 PRECACHE_PAGES);
// the access log of server/access-log.ts (time, IP, source port, method, path without query,
// status, duration; daily files, by default in production, deleted after six months); the ad
// counts of issue 25 (app/lib/http/audience.server.ts, app/lib/ads/ad-beacon.ts: a beacon with
// the page's one-time token and the ad ids, no cookie; a daily visitor hash of salt + IP + user
// agent kept in memory for 30 minutes per click, the salt destroyed at São Paulo midnight;
// stored only as per-ad daily totals); the audience statistics of issue 26 (server/audience.ts,
// app/lib/audience/count-rules.ts, app/models/audience.server.ts: page views counted on the
// server, the same daily visitor hash with only an 8-byte prefix kept in memory for the day,
// referrer domain only, device class, the calculator beacon of
// app/components/calculator/kit/count-calculation.ts with the name and the page's token;
// stored only as daily aggregates in audience_daily, deleted after AUDIENCE_RETENTION_MONTHS,
// 25 by default). Keep this text in step with them.
// Law: LGPD (Lei 13.709/2018) arts. 7, 14, 18, 19, 33, 41, 46, 48; Marco Civil da
// Internet (Lei 12.965/2014) arts. 10, 15, 22. Logs go out only by court order (art. 10
// § 1º, art. 15 § 3º); administrative authorities may ask only for registration data
// (art. 10 § 3º); art. 15 binds only a professional for-profit legal entity, so the
// retention wording comes from the operator's data (accessLogRetention). Who the operator is comes
// from /admin/site (content/site-operator.ts; docs/decisions/0036-site-identity.md).
const LGPD_SUBJECT = "LGPD: pedido do titular";
const AUDIENCE_MONTHS = AUDIENCE_RETENTION_MONTHS_DEFAULT;

function sections(operator: SiteOperator): readonly LegalSection[] {
  const LOG_RETENTION = accessLogRetention(operator);
  return [
    {
      id: "controlador",
      title: "Quem trata os seus dados",
      content: (
        <>
          <p>
            O controlador dos dados pessoais tratados no {SITE_NAME} é <OperatorName operator={operator} />
            {operator.identification ? ", com os dados abaixo" : ""}.
          </p>
          <OperatorDetails operator={operator} />
          <DataProtectionOfficer operator={operator} />
        </>
      ),
    },
    {
      id: "resumo",
      title: "Resumo",
      content: (
        <ul>
          <li>
            Você usa o site sem cadastro. As calculadoras fazem as contas no seu navegador; quando você abre um link
            compartilhado de uma calculadora, é o servidor que calcula o resultado com os valores do endereço, sem
            guardá-los.
          </li>
          <li>
            <strong>Não usamos cookies de rastreamento, de análise (analytics) ou de publicidade</strong>, nem
            ferramentas de terceiros que acompanhem a sua navegação.
          </li>
          <li>
            Suas preferências (tema, histórico de comparações) ficam guardadas no seu aparelho e{" "}
            <strong>nunca são enviadas para nós</strong>.
          </li>
          <li>
            O servidor guarda registros de acesso (endereço IP e porta de origem, data, hora, página sem os valores das
            calculadoras e resultado do pedido) por 6 meses, {LOG_RETENTION.summary}, e depois os apaga.
          </li>
          <li>Só administradores recebem um cookie de sessão, ao entrar na área administrativa.</li>
          <li>Não vendemos nem compartilhamos dados para publicidade. Os anúncios não usam dados sobre você.</li>
          <li>
            Contamos quantas vezes cada anúncio foi exibido, visto e clicado, sem cookie e sem guardar nada que
            identifique você: só totais por anúncio e por dia (veja{" "}
            <a href="#contagem-de-anuncios">Contagem dos anúncios</a>).
          </li>
          <li>
            Medimos a audiência no nosso próprio servidor, sem cookie e sem script de rastreamento: guardamos só totais
            por dia (visualizações e visitantes por página, sites de origem, tipo de aparelho e cálculos feitos), nunca
            o seu endereço IP ou o seu navegador (veja{" "}
            <a href="#estatisticas-de-audiencia">Estatísticas de audiência</a>).
          </li>
          <li>
            Você pode exercer os seus direitos da LGPD pelo e-mail{" "}
            <ContactEmail operator={operator} subject={LGPD_SUBJECT} />.
          </li>
        </ul>
      ),
    },
    {
      id: "navegador",
      title: "O que fica guardado no seu navegador",
      content: (
        <>
          <p>
            Para lembrar suas escolhas, o site usa o armazenamento local do navegador (<code>localStorage</code> e{" "}
            <code>sessionStorage</code>). Essas informações ficam <strong>somente no seu aparelho</strong>: não são
            enviadas para nós nem para terceiros, e não as usamos para identificar você.
          </p>
          <LegalTable
            caption="Dados guardados no navegador"
            head={["Chave", "Onde", "O que guarda", "Por quanto tempo"]}
            rows={[
              [
                <code key="k">theme</code>,
                "localStorage",
                "O tema escolhido: claro (“light”) ou escuro (“dark”).",
                "Até você trocar o tema ou apagar os dados do site.",
              ],
              [
                <code key="k">comparisonHistory</code>,
                "localStorage",
                "As até 10 últimas comparações do Comparador de Preços: volumes, preços, resultados, data e, se você digitou, o nome de cada cerveja.",
                "Até você clicar em “Limpar Histórico” ou apagar os dados do site.",
              ],
              [
                <code key="k">mobileFooterAdClosed</code>,
                "sessionStorage",
                "Que você fechou a barra de anúncio no rodapé da tela do celular, para não mostrá-la de novo.",
                "Até você fechar a aba ou o navegador.",
              ],
            ]}
          />
          <h3>Valores das calculadoras no endereço da página</h3>
          <p>
            Os valores digitados nas calculadoras vão para o endereço (URL) da página, para que o link reproduza o
            cálculo. Eles chegam ao servidor quando a página é carregada, mas não ficam nos registros de acesso
            (guardamos o endereço sem eles), e seguem junto quando você compartilha o link. Quando alguém abre um link
            com esses valores, o servidor faz o cálculo para montar a página com o resultado e não os guarda. Não digite
            dados pessoais nesses campos; o nome da cerveja no comparador não vai para o endereço.
          </p>
          <h3>Páginas guardadas para funcionar sem internet</h3>
          <p>
            Para que o site abra e calcule sem sinal, o navegador guarda cópias de páginas no armazenamento de cache do
            site (o <code>Cache Storage</code>, usado pelo service worker), também{" "}
            <strong>somente no seu aparelho</strong>. São as 8 páginas principais (as seis calculadoras, o Glossário e
            os Infográficos), baixadas na primeira visita, e até 100 páginas que você visitou, cada uma com o endereço
            completo. Como os valores das calculadoras ficam no endereço, essas cópias podem guardar os valores que você
            digitou. As mais antigas saem quando passam de 100; todas somem quando você apaga os dados do site no
            navegador.
          </p>
          <h3>Como apagar</h3>
          <p>
            Use o botão “Limpar Histórico” no <InternalLink to="/">Comparador de Preços</InternalLink> ou apague os
            dados deste site nas configurações do navegador (em geral em Privacidade › Cookies e dados de sites). Isso
            apaga também as páginas guardadas no <code>Cache Storage</code>. O que está no <code>sessionStorage</code>{" "}
            some sozinho ao fechar a aba. Como esses dados nunca chegam até nós, não conseguimos consultá-los nem
            apagá-los por você.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      content: (
        <>
          <p>
            <strong>
              Não usamos cookies de rastreamento, de análise ou de publicidade, nem pixels, cookies de terceiros ou
              técnicas de identificação do aparelho (fingerprinting).
            </strong>{" "}
            Quem apenas visita o site não recebe nenhum cookie. Os únicos cookies existem para a área administrativa e
            são estritamente necessários:
          </p>
          <LegalTable
            caption="Cookies usados pelo site"
            head={["Cookie", "Para que serve", "Proteções", "Duração"]}
            rows={[
              [
                <>
                  Sessão do administrador (<code>better-auth.session_token</code>; em conexão segura, com o prefixo{" "}
                  <code>__Secure-</code>)
                </>,
                "Manter o administrador conectado depois de entrar. Só é criado para quem faz login na área administrativa.",
                "HttpOnly (inacessível a scripts da página), SameSite=Lax e, em produção, Secure (só trafega por HTTPS).",
                "Termina após 12 horas sem uso ou 7 dias depois do login, o que vier antes, ou quando o administrador sai.",
              ],
              [
                <code key="k">cj_dispositivo</code>,
                "Reconhecer o navegador em que o administrador já entrou com sucesso, para que tentativas erradas de outras pessoas na mesma conta não atrasem o login dele. Só é criado depois de um login bem-sucedido.",
                "HttpOnly, SameSite=Lax, assinado pelo servidor e, em conexão segura, Secure. Guarda um código aleatório e uma assinatura; não contém o e-mail.",
                "1 ano a partir do último login.",
              ],
              [
                <code key="k">cj_toast</code>,
                "Mostrar a mensagem de confirmação depois de entrar ou sair da área administrativa.",
                "HttpOnly e SameSite=Lax. Guarda só o texto da mensagem.",
                "60 segundos; é apagado assim que a mensagem aparece.",
              ],
            ]}
          />
        </>
      ),
    },
    {
      id: "registros-de-acesso",
      title: "Registros de acesso (logs)",
      content: (
        <>
          <p>
            A cada pedido feito ao site (uma página, uma imagem, um arquivo), o servidor registra uma linha com
            exatamente estes dados: data e hora; o endereço IP de onde veio o pedido e a porta de origem da conexão (o
            endereço sozinho pode ser compartilhado por muitos clientes da mesma operadora); o método do pedido (por
            exemplo, GET); o endereço da página <strong>sem</strong> a parte depois do “?” (por isso os valores das
            calculadoras não são guardados); o código de resposta do servidor (por exemplo, 200 ou 404); e o tempo que o
            servidor levou para responder. Não registramos o navegador ou o sistema usados (user agent), a página de
            origem (referer) nem cookies. Usamos esses registros para entregar as páginas, manter o site seguro e
            investigar abusos.
          </p>
          <p>{LOG_RETENTION.why}</p>
          <p>
            Os registros de acesso <strong>só são fornecidos mediante ordem judicial</strong> (Marco Civil da Internet,
            art. 10, § 1º, e art. 15, § 3º). Autoridades administrativas com competência legal podem requisitar apenas
            dados cadastrais (qualificação pessoal, filiação e endereço), na forma do art. 10, § 3º, e não guardamos
            esses dados de quem apenas visita o site. Depois do prazo, os registros são apagados, salvo se a autoridade
            policial ou administrativa ou o Ministério Público pedir que sejam guardados por mais tempo (art. 15, § 2º);
            mesmo assim, entregá-los continua dependendo de ordem judicial.
          </p>
          <p>
            Os registros ficam em um arquivo por dia, legível só pelo servidor do site, e cada arquivo é apagado
            automaticamente quando passa de 6 meses.
          </p>
          <p>
            Tentativas de login sem sucesso na área administrativa são registradas para frear ataques de adivinhação de
            senha: o endereço IP por 10 minutos e o e-mail informado por 24 horas. Uma rotina do servidor, que roda a
            cada minuto, apaga esses registros quando o prazo vence.
          </p>
        </>
      ),
    },
    {
      id: "contagem-de-anuncios",
      title: "Contagem dos anúncios",
      content: (
        <>
          <p>
            Para informar aos anunciantes quantas pessoas viram os anúncios, o site conta, para cada anúncio e cada dia,
            três números: impressões (o anúncio apareceu na sua tela), visualizações (ao menos metade dele ficou visível
            por 1 segundo seguido) e cliques.
          </p>
          <p>
            Impressões e visualizações são informadas por um pequeno script do próprio site, que roda depois que a
            página carregou e envia ao nosso servidor apenas o número de cada anúncio exibido e um código de uso único
            da página (criado a cada página servida, para não contar a mesma exibição duas vezes). Esse envio não leva
            cookie nem dado do seu aparelho além do que todo pedido leva (endereço IP e navegador), e não entra nos
            registros de acesso com mais do que o endereço <code>/anuncio/evento</code>.
          </p>
          <p>
            Para que cliques repetidos contem uma vez só (um por pessoa, por anúncio, a cada 30 minutos), o servidor
            calcula um código a partir do seu endereço IP e do seu navegador misturados a um valor aleatório do dia (um
            “hash com sal”). Esse código fica apenas na memória do servidor, por no máximo 30 minutos; o valor aleatório
            é trocado à meia-noite (horário de Brasília), e o do dia anterior é apagado, de modo que ninguém, nem nós,
            consegue ligar o código a você, recuperar o seu endereço ou relacionar um dia a outro. O valor do dia nunca
            entra em cópias de segurança.
          </p>
          <p>
            Guardamos só os totais por anúncio e por dia, sem endereço IP, navegador, código ou qualquer dado sobre quem
            viu. Robôs de busca, pré-carregamentos do navegador, a cópia que o site guarda para uso offline e os
            administradores não são contados. Os anunciantes recebem apenas esses totais.
          </p>
        </>
      ),
    },
    {
      id: "estatisticas-de-audiencia",
      title: "Estatísticas de audiência",
      content: (
        <>
          <p>
            Para saber quantas pessoas leem o site, quais páginas e calculadoras usam e de onde vêm, o próprio servidor
            do site conta as visitas, sem cookie, sem armazenamento no seu navegador, sem script de medição e sem
            ferramenta de terceiros. Contamos exatamente isto, por dia (horário de Brasília):
          </p>
          <ul>
            <li>
              <strong>visualizações de página</strong>: cada página pública entregue a uma pessoa, inclusive quando vem
              de uma cópia pronta do servidor ou do seu navegador. Guardamos o endereço da página sem a parte depois do
              “?” (os valores das calculadoras e as buscas não são guardados), exceto a categoria do blog e dos drinks;
            </li>
            <li>
              <strong>visitantes distintos</strong>: quantas pessoas diferentes viram o site e cada página naquele dia;
            </li>
            <li>
              <strong>site de origem</strong>: só o domínio do site de onde você veio (por exemplo, google.com,
              WhatsApp, Instagram), nunca o endereço completo da página de origem; sem origem, a visita conta como
              acesso direto;
            </li>
            <li>
              <strong>tipo de aparelho</strong>: celular ou computador, deduzido do navegador no momento do pedido;
            </li>
            <li>
              <strong>cálculos feitos</strong>: quando uma calculadora mostra um resultado para os seus números, a
              página envia ao servidor, uma vez por página aberta, só o nome da calculadora (por exemplo, “festa”) e o
              código de uso único da página, nunca os valores digitados nem o resultado.
            </li>
          </ul>
          <p>
            Para contar visitantes distintos sem identificar ninguém, o servidor usa o mesmo código do dia descrito em
            “Contagem dos anúncios”: um hash do seu endereço IP e do seu navegador misturados a um valor aleatório do
            dia. Apenas um pedaço desse código fica na memória do servidor, até o fim do dia, para não contar a mesma
            pessoa duas vezes; ele nunca é gravado. O valor aleatório é trocado à meia-noite (horário de Brasília) e o
            anterior é apagado, de modo que ninguém, nem nós, consegue relacionar um dia a outro ou recuperar o seu
            endereço. Se o servidor reiniciar durante o dia, quem voltar depois pode ser contado mais uma vez naquele
            dia.
          </p>
          <p>
            <strong>Guardamos apenas os totais por dia</strong> (por página, por site de origem, por tipo de aparelho e
            por calculadora): nenhum endereço IP, navegador, código, cookie ou endereço completo de página de origem. Os
            totais são mantidos por {AUDIENCE_MONTHS} meses e apagados automaticamente depois disso. Não são contados os
            administradores conectados, robôs de busca e outros programas automáticos, os pré-carregamentos do navegador
            (prefetch e prerender), os pedidos do tipo HEAD e a cópia que o site guarda para uso offline. Podemos
            divulgar esses totais, por exemplo a anunciantes, porque eles não se referem a nenhuma pessoa.
          </p>
        </>
      ),
    },
    {
      id: "administradores",
      title: "Dados de administradores",
      content: (
        <p>
          Para os administradores, guardamos nome, e-mail, a senha apenas em forma de hash (nunca a senha em si) e o
          papel na administração; para cada sessão aberta, o endereço IP e o navegador usados, enquanto a sessão durar.
          Esses dados servem para controlar o acesso e proteger a conta e são apagados quando a conta é removida, salvo
          o que a lei mandar guardar. O registro de atividades da administração (quem criou, alterou ou excluiu cada
          conteúdo, e quando) e o histórico de versões dos posts (quem salvou cada versão) continuam existindo depois
          disso, mas o e-mail da conta removida é substituído por “administrador removido” em até um minuto.
        </p>
      ),
    },
    {
      id: "mensagens",
      title: "Quando você nos escreve",
      content: (
        <p>
          Se você nos enviar um e-mail, usaremos o seu endereço, o seu nome (se informado) e o conteúdo da mensagem para
          responder e atender ao pedido. Guardamos a conversa pelo tempo necessário para isso e, depois, pelo prazo em
          que ela possa ser necessária para cumprir obrigação legal ou exercer direitos em processo (LGPD, art. 7º, II e
          VI).
        </p>
      ),
    },
    {
      id: "terceiros",
      title: "Conteúdo de terceiros nas páginas",
      content: (
        <>
          <p>
            O site não carrega scripts, fontes, vídeos ou ferramentas de medição de terceiros (a contagem dos anúncios e
            as estatísticas de audiência são feitas pelo próprio site, como descrito acima). Os anúncios são escolhidos
            no nosso servidor, ao acaso entre os ativos, sem usar dados sobre você; cada um traz a indicação
            “Publicidade”.
          </p>
          <p>
            Imagens de anúncios e de posts podem estar hospedadas em outros servidores. Nesse caso, o seu navegador as
            baixa diretamente de lá, e esse servidor recebe o seu endereço IP e os dados técnicos da requisição,
            conforme a política dele. Ao clicar em um anúncio ou em um botão de compartilhamento (WhatsApp, Telegram, X,
            Facebook, LinkedIn), você vai para o site desse terceiro, que trata os dados segundo as próprias regras.
          </p>
        </>
      ),
    },
    {
      id: "bases-legais",
      title: "Finalidades e bases legais",
      content: (
        <>
          <p>Tratamos dados pessoais apenas para as finalidades abaixo, com as bases legais do art. 7º da LGPD:</p>
          <LegalTable
            caption="Finalidades, dados e bases legais"
            head={["Finalidade", "Dados", "Base legal (LGPD, art. 7º)"]}
            rows={[
              ["Entregar as páginas e manter o site seguro", "Registros de acesso", LOG_RETENTION.legalBasis],
              [
                "Lembrar as suas preferências",
                "Tema, histórico de comparações e barra de anúncio fechada, guardados no seu aparelho",
                "Legítimo interesse (inciso IX) em oferecer o funcionamento que você pediu",
              ],
              [
                "Dar acesso à área administrativa e proteger o login",
                "Conta, sessão, IP e e-mail de tentativas de login",
                "Execução de contrato (inciso V) e legítimo interesse (inciso IX)",
              ],
              [
                "Contar exibições, visualizações e cliques dos anúncios",
                "Endereço IP e navegador, só para o código do dia, na memória por até 30 minutos; guardados, apenas totais por anúncio e dia",
                "Legítimo interesse (inciso IX) em manter o site gratuito com anúncios medidos sem rastrear ninguém",
              ],
              [
                "Medir a audiência do site (páginas, origens, aparelhos e cálculos)",
                "Endereço IP e navegador, só para o código do dia, um pedaço dele na memória até o fim do dia; guardados, apenas totais por dia",
                "Legítimo interesse (inciso IX) em saber o que os leitores usam e mostrar a audiência a anunciantes sem rastrear ninguém",
              ],
              [
                "Responder mensagens e pedidos de titulares",
                "E-mail, nome e conteúdo da mensagem",
                "Cumprimento de obrigação legal (inciso II), para pedidos da LGPD, e legítimo interesse (inciso IX)",
              ],
              [
                "Defender direitos em processos",
                "Os dados estritamente necessários",
                "Exercício regular de direitos (inciso VI)",
              ],
            ]}
          />
          <p>
            Não usamos o consentimento como base legal nem tomamos decisões automatizadas sobre você. Não tratamos dados
            pessoais sensíveis.
          </p>
        </>
      ),
    },
    {
      id: "compartilhamento",
      title: "Compartilhamento e transferência internacional",
      content: (
        <>
          <p>Não vendemos, alugamos nem cedemos dados pessoais para publicidade. Eles só são compartilhados com:</p>
          <ul>
            <li>
              fornecedores de hospedagem e infraestrutura que operam o site em nosso nome (operadores), apenas para essa
              finalidade e sob dever de confidencialidade;
            </li>
            <li>
              autoridades: registros de acesso e outros dados, só mediante ordem judicial; dados cadastrais, também a
              autoridades administrativas com competência legal para requisitá-los (Marco Civil, art. 10, §§ 1º e 3º).
            </li>
          </ul>
          <p>
            Se algum desses fornecedores guardar dados fora do Brasil, a transferência seguirá uma das hipóteses do art.
            33 da LGPD, como cláusulas contratuais aprovadas pela Autoridade Nacional de Proteção de Dados (ANPD).
          </p>
        </>
      ),
    },
    {
      id: "retencao",
      title: "Por quanto tempo guardamos",
      content: (
        <ul>
          <li>Registros de acesso: {LOG_RETENTION.retention}; depois disso, são apagados automaticamente.</li>
          <li>Tentativas de login sem sucesso: o endereço IP por 10 minutos e o e-mail informado por 24 horas.</li>
          <li>
            Sessões de administradores: até 12 horas sem uso, 7 dias no máximo, ou até sair; as vencidas são apagadas do
            banco de dados em até um minuto.
          </li>
          <li>Contas de administradores: enquanto a pessoa tiver acesso.</li>
          <li>
            Estatísticas de audiência: apenas totais por dia, por {AUDIENCE_MONTHS} meses; os mais antigos são apagados
            automaticamente uma vez por dia.
          </li>
          <li>Mensagens: pelo tempo necessário para responder e pelos prazos legais aplicáveis.</li>
          <li>
            Dados e páginas guardados no seu navegador: até você apagá-los (veja a seção “O que fica guardado no seu
            navegador”).
          </li>
        </ul>
      ),
    },
    {
      id: "seguranca",
      title: "Segurança",
      content: (
        <>
          <p>
            Adotamos medidas técnicas e administrativas para proteger os dados (LGPD, art. 46): conexão criptografada
            (HTTPS), cookies HttpOnly, senhas guardadas apenas como hash, limite de tentativas de login com bloqueio
            temporário, cabeçalhos de segurança que restringem scripts e acesso restrito aos sistemas.
          </p>
          <p>
            Nenhum sistema é totalmente imune a falhas. Se ocorrer um incidente de segurança que possa causar risco ou
            dano relevante, comunicaremos a ANPD e as pessoas afetadas, como manda o art. 48 da LGPD.
          </p>
        </>
      ),
    },
    {
      id: "direitos",
      title: "Seus direitos como titular",
      content: (
        <>
          <p>A Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018, art. 18) garante a você o direito de obter:</p>
          <ol>
            <li>confirmação de que tratamos dados seus;</li>
            <li>acesso aos dados;</li>
            <li>correção de dados incompletos, inexatos ou desatualizados;</li>
            <li>
              anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade
              com a lei;
            </li>
            <li>portabilidade dos dados a outro fornecedor, conforme a regulamentação da ANPD;</li>
            <li>eliminação dos dados tratados com o seu consentimento (não usamos essa base legal);</li>
            <li>informação sobre as entidades públicas e privadas com as quais compartilhamos dados;</li>
            <li>informação sobre a possibilidade de não dar consentimento e as consequências da negativa;</li>
            <li>revogação do consentimento.</li>
          </ol>
          <p>
            Você também pode se opor a qualquer tratamento feito sem o seu consentimento, com base em outra hipótese da
            lei (cumprimento de obrigação legal, execução de contrato, legítimo interesse ou exercício de direitos), se
            ele descumprir a LGPD (art. 18, § 2º). Como não usamos o consentimento, isso vale para todos os tratamentos
            desta política. Você pode ainda peticionar à ANPD contra nós (art. 18, § 1º).
          </p>
        </>
      ),
    },
    {
      id: "como-exercer",
      title: "Como exercer os seus direitos",
      content: (
        <>
          <p>
            Envie um e-mail para o endereço <ContactEmail operator={operator} subject={LGPD_SUBJECT} /> com o assunto “
            {LGPD_SUBJECT}”, dizendo qual direito deseja exercer. O atendimento é gratuito (art. 18, § 5º).
          </p>
          <ul>
            <li>
              Podemos pedir informações para confirmar a sua identidade, só o necessário para não entregar os seus dados
              a outra pessoa.
            </li>
            <li>
              Como os registros de acesso só trazem o endereço IP, informe a data, o horário aproximado e o IP usado
              para que possamos localizá-los.
            </li>
            <li>
              Confirmamos a existência de dados ou damos acesso a eles de imediato, em formato simplificado, ou em até
              15 dias, por declaração completa (art. 19). Se não pudermos atender, explicaremos o motivo (art. 18, §
              4º).
            </li>
          </ul>
          <p>
            Se não ficar satisfeito com a nossa resposta, você pode recorrer à Autoridade Nacional de Proteção de Dados
            (ANPD), pelo site <a href="https://www.gov.br/anpd">gov.br/anpd</a>, e aos órgãos de defesa do consumidor.
          </p>
        </>
      ),
    },
    {
      id: "menores",
      title: "Crianças e adolescentes",
      content: (
        <p>
          O site trata de bebidas alcoólicas e é destinado a maiores de 18 anos. Não coletamos de propósito dados de
          crianças ou adolescentes (LGPD, art. 14). Se você é responsável por um menor e acredita que ele nos enviou
          dados, escreva para o endereço <ContactEmail operator={operator} subject={LGPD_SUBJECT} /> e os apagaremos.
        </p>
      ),
    },
    {
      id: "alteracoes",
      title: "Alterações desta política",
      content: (
        <p>
          Podemos atualizar esta política quando o site ou a legislação mudarem. A data da última atualização aparece no
          topo da página, e mudanças relevantes serão destacadas no site. Veja também os{" "}
          <InternalLink to="/termos-de-uso">Termos de Uso</InternalLink>.
        </p>
      ),
    },
  ];
}

export function privacyPolicy(operator: SiteOperator): LegalBody {
  return {
    intro: (
      <p>
        Esta política explica quais dados pessoais o {SITE_NAME} trata, por que, por quanto tempo e como você exerce os
        seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei 13.709/2018) e o Marco Civil da
        Internet (Lei 12.965/2014). Em poucas palavras: coletamos o mínimo, não rastreamos você e não vendemos dados.
      </p>
    ),
    sections: sections(operator),
  };
}

/**
 * The encarregado (LGPD art. 41). A small operator may name none (Resolução CD/ANPD nº 2/2022,
 * art. 11) if it keeps a channel for data subjects (its § 1º): the contact e-mail then.
 */
function DataProtectionOfficer({ operator }: { operator: SiteOperator }) {
  if (operator.dpo) {
    return (
      <p>
        Encarregado pelo tratamento de dados pessoais (LGPD, art. 41): {operator.dpo.name}, que atende pelo e-mail{" "}
        <a href={`mailto:${operator.dpo.email}?subject=${encodeURIComponent(LGPD_SUBJECT)}`}>{operator.dpo.email}</a>.
      </p>
    );
  }
  if (operator.identification) {
    return (
      <p>
        Como agente de tratamento de pequeno porte, não indicamos um encarregado pelo tratamento de dados pessoais
        (Resolução CD/ANPD nº 2/2022, art. 11); o canal de comunicação com os titulares é o e-mail{" "}
        <ContactEmail operator={operator} subject={LGPD_SUBJECT} />.
      </p>
    );
  }
  return (
    <p>
      Encarregado pelo tratamento de dados pessoais (LGPD, art. 41): a definir. Os pedidos dos titulares são atendidos
      pelo e-mail <ContactEmail operator={operator} subject={LGPD_SUBJECT} />.
    </p>
  );
}
